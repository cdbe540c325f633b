import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_USER_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
