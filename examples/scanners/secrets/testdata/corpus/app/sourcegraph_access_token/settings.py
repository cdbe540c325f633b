import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SOURCEGRAPH_ACCESS_TOKEN = "sgp_8305692dee45a2aa_b1c878c3f1d3259d288928ef8938618b1708f007"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
