"""The verdict: the success rate with its 95 % Wilson score interval, against the objective's threshold, with each check."""
import math

Z_95 = 1.959963984540054


def wilson_interval(successes: int, episodes: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval: honest at 0/n and n/n, where the normal approximation collapses to a point."""
    if episodes == 0:
        return 0.0, 1.0
    p = successes / episodes
    denominator = 1 + z * z / episodes
    centre = (p + z * z / (2 * episodes)) / denominator
    half = z * math.sqrt(p * (1 - p) / episodes + z * z / (4 * episodes * episodes)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def verdict(episodes: list[dict], threshold: float, seeds_rule: str) -> dict:
    n = len(episodes)
    successes = sum(e["success"] for e in episodes)
    rate = successes / n
    low, high = wilson_interval(successes, n)
    modes: dict[str, int] = {}
    for e in episodes:
        if e["failure_mode"]:
            modes[e["failure_mode"]] = modes.get(e["failure_mode"], 0) + 1
    diverged = modes.get("diverged", 0)
    checks = [
        {"name": "success_rate", "passed": rate >= threshold, "value": rate, "threshold": threshold,
         "detail": f"{successes}/{n} episodes ({seeds_rule}) succeeded; needed {threshold:.0%}. 95 % Wilson interval {low:.3f}–{high:.3f}"},
        {"name": "interval_above_threshold", "passed": low >= threshold, "value": round(low, 4), "threshold": threshold,
         "detail": "the interval's lower bound: whether more episodes could still show the policy below the threshold"},
        {"name": "finite", "passed": diverged == 0, "value": diverged, "detail": "episodes whose policy produced NaN or inf actions"},
    ]
    passed = checks[0]["passed"] and checks[2]["passed"]
    return {
        "verdict": "pass" if passed else "fail",
        "success_rate": rate,
        "successes": successes,
        "episodes": n,
        "interval": {"method": "wilson", "confidence": 0.95, "low": round(low, 4), "high": round(high, 4)},
        "threshold": threshold,
        "failure_modes": modes,
        "checks": checks,
    }
