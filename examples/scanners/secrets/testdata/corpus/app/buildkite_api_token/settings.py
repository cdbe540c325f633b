import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BUILDKITE_API_TOKEN = "bkua_3e603d3408d050205b931b39e5ae4a1eea0b1a40"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
