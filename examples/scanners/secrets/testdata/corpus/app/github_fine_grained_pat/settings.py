import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITHUB_FINE_GRAINED_PAT = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
