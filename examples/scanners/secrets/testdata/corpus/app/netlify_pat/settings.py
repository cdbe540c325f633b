import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NETLIFY_PAT = "nfp_kLxXopqewpc64dx8WU1sruzomKoLkF9xReh8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
