import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CIRCLECI_PAT = "CCIPAT_Pf05Z0AZgHaTW39E890nSZ_6d55b8dae84429bb91de41f164f4e1d2f7ccb46f"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
