import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTRA42_CLIENT_SECRET = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
