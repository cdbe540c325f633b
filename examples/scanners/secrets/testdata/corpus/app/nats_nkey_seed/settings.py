import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NATS_NKEY_SEED = "SXA7XGBL5XT4F43IJCKKEN2WBKF3CPRLQ2COPY7MZEOQ72W23PERGUVCJT"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
