from concurrent.futures import ThreadPoolExecutor

from rlp import Client


def test_429_is_retried_after_retry_after_until_it_succeeds(base_url):
    """The stack under test allows a small burst per key; 60 requests at once overrun it."""
    limited = []
    with Client(base_url=base_url, on_retry=lambda request, response, delay, attempt: limited.append((response.status_code if response else None, delay))) as sdk:
        with ThreadPoolExecutor(max_workers=8) as pool:
            answers = list(pool.map(lambda _: sdk.me(), range(60)))
    assert all(answer.object_ == "api_key" for answer in answers)
    assert any(status == 429 for status, _ in limited)
    assert all(delay > 0 for status, delay in limited if status == 429)
