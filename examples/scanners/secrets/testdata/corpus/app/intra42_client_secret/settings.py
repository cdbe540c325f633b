import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTRA42_CLIENT_SECRET = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
