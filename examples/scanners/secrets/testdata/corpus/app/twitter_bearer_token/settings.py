import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_BEARER_TOKEN = "AAAAAAAAAAAAAAAAAAAAA0g3xHRO1V8JzfgXVKCalBB8lswMU5vSmDSh5bAeEDH%UT2f5YsbUNQidCPjuzbGF3VmJApTSTLYRMxHDpgbNms5tvaMw8ubWCU5Yuh8vd6CXr"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
