import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TENCENT_SECRET_ID = "AKID07x61JjAyiERCezPn3FcnCTA1uQ1POrZ"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
