import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTRA42_CLIENT_SECRET = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
