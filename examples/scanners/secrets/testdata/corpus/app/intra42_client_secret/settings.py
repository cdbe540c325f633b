import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTRA42_CLIENT_SECRET = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
