import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BUILDKITE_API_TOKEN = "bkua_7d5e818223b5c2017c31da6017e93c64361b749f"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
