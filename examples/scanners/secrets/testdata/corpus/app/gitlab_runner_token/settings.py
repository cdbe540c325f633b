import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_RUNNER_TOKEN = "glrt-2Us0FSInhS_urNcgLTxd"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
