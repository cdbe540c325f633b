import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DIGITALOCEAN_REFRESH_TOKEN = "dor_v1_b205344ebe8775335be6aef65dbb1cf136baa2739e57faa531a5a6bbf85208fd"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
