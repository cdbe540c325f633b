import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DIGITALOCEAN_PAT = "dop_v1_e066cad21c159fea36af46ea6c3741acd479891561f6d9e026980a6f99eff90a"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
