import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TENCENT_SECRET_ID = "AKIDvEb4ROY0l8Cc4y9YmVpTy8Ua5D6QaMPA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
