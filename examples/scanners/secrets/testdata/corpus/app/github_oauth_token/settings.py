import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITHUB_OAUTH_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
