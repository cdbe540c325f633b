import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITHUB_PAT = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
