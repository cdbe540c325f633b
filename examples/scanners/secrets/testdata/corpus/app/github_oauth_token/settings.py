import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITHUB_OAUTH_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
