"""The outbound rule inside the tracker process (the Node side is core/outbound/target-url.ts).

install() wraps socket.getaddrinfo, which every HTTP client here (MLflow's and W&B's requests/urllib3) calls for each
connection, redirects included: a name is resolved, EVERY address it resolves to is checked, and the client connects
only to the addresses this call returned, so no later lookup (DNS rebinding) can swap in a private one.
Checked here, in the process that connects, rather than handing the job a pinned address: TLS must still verify the
server's own name, and a redirect or W&B's second host would escape a pin made in the worker.
"""
import ipaddress
import socket

_BLOCKED = [ipaddress.ip_network(n) for n in (
    "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12", "192.0.0.0/24",
    "192.168.0.0/16", "198.18.0.0/15", "224.0.0.0/4", "240.0.0.0/4",
    "::/96", "::1/128", "fc00::/7", "fe80::/10", "ff00::/8", "64:ff9b::/96",
)]

# Link-local ranges and cloud metadata services: refused even where private targets are allowed (local development).
_NEVER = [ipaddress.ip_network(n) for n in ("169.254.0.0/16", "100.100.100.200/32", "fe80::/10", "fd00:ec2::254/128")]
_METADATA_NAMES = {"metadata.google.internal", "metadata.goog", "metadata"}

REFUSAL = "this server does not connect to private addresses"
NEVER_REFUSAL = "this server never connects to link-local or cloud metadata addresses"


class BlockedTarget(OSError):
    """A connection to a loopback, link-local or private-network address, refused."""


def _address(address: str):
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip


def is_private(address: str) -> bool:
    ip = _address(address)
    return any(ip in network for network in _BLOCKED if network.version == ip.version)


def is_never_allowed(address: str) -> bool:
    ip = _address(address)
    return any(ip in network for network in _NEVER if network.version == ip.version)


def is_local_name(host: str) -> bool:
    name = host.lower().rstrip(".")
    return name == "localhost" or name.endswith((".localhost", ".local", ".internal"))


_installed = False


def install(operator_hosts=(), allow_private=False) -> None:
    """operator_hosts: names the operator configured (a self-hosted W&B's WANDB_BASE_URL), which may be private.
    allow_private (local development): loopback and private networks are allowed; link-local and metadata never are."""
    global _installed
    if _installed:
        return
    original = socket.getaddrinfo
    trusted = {str(h).lower().rstrip(".") for h in operator_hosts if h}
    refused = is_never_allowed if allow_private else is_private
    refusal = NEVER_REFUSAL if allow_private else REFUSAL

    def guarded(host, *args, **kwargs):
        if isinstance(host, (bytes, bytearray)):
            host = host.decode("idna")
        name = str(host).lower().rstrip(".") if host else ""
        if name in trusted:
            return original(host, *args, **kwargs)
        if name in _METADATA_NAMES:
            raise BlockedTarget(f"{host} is a metadata service; {NEVER_REFUSAL}")
        if name and not allow_private and is_local_name(name):
            raise BlockedTarget(f"{host} is a local name; {REFUSAL}")
        results = original(host, *args, **kwargs)
        for family, _, _, _, sockaddr in results:
            if family in (socket.AF_INET, socket.AF_INET6) and refused(sockaddr[0]):
                raise BlockedTarget(f"{host} resolves to {sockaddr[0]}; {refusal}")
        return results

    socket.getaddrinfo = guarded
    _installed = True
