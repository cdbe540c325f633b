import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

STRIPE_SECRET_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
