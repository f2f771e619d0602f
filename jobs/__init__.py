"""The Python job programs, one package: run each as `python -m jobs.<job>.main` with the checkout on PYTHONPATH
(core/sim/environment.ts simJobEnv). jobs/twin/replay.py stays standalone: it ships in twin archives."""
