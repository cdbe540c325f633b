import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DENO_DEPLOY_TOKEN = "ddw_fyMQAK35ueVEy4IU6vmgKyLXI574wpCCQNMA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
