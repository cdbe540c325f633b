import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_USER_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
