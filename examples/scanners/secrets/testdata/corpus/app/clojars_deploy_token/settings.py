import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOJARS_DEPLOY_TOKEN = "CLOJARS_8mjnpoeixvme3b0lh4ek181mseyxkuwuv2ev0uukydky1pwcltbybdgknzta"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
