import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SHOPIFY_SHARED_SECRET = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
