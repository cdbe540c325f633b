import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NPM_ACCESS_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
