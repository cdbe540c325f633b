import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOOGLE_OAUTH_CLIENT_SECRET = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
