import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOOGLE_OAUTH_CLIENT_SECRET = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
