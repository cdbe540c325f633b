import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENTRY_ORG_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
