import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTRA42_CLIENT_SECRET = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
