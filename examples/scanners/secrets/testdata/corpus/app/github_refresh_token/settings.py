import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITHUB_REFRESH_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
