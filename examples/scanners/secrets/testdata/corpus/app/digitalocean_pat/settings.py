import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DIGITALOCEAN_PAT = "dop_v1_e4c67991713d98ddd69ba9271210a9249cfe0778b6e02bdb0288aa2e54c425d7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
