import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITHUB_FINE_GRAINED_PAT = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
