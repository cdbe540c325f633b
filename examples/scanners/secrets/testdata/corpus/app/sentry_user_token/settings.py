import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_USER_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
