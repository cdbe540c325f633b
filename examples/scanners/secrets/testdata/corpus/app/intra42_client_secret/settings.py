import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTRA42_CLIENT_SECRET = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
