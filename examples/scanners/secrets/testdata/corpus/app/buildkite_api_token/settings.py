import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BUILDKITE_API_TOKEN = "bkua_22af187a3361812f96b1e7ca82d0c23fa8322384"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
