import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOOGLE_OAUTH_CLIENT_SECRET = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
