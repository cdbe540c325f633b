import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITHUB_REFRESH_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
