import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SHOPIFY_SHARED_SECRET = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
