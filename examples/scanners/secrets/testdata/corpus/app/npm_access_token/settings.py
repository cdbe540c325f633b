import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NPM_ACCESS_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
