import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_AGENT_TOKEN = "glagent-ueyk1qntcg_FMk5tzt8c1vVJksgw5lhEKlOrz_dz7gr50Xp_4m"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
