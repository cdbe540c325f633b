import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_USER_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
