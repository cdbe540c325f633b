import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DENO_DEPLOY_TOKEN = "ddw_4dx8WU1sruzomKoLkF9xReh8i8uz1ssVidei"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
