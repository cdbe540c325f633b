import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NETLIFY_PAT = "nfp_PL8acjZu11uTKatpslyg1LY1A9NTW38NGuS9"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
