import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PERPLEXITY_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
