import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HARNESS_API_KEY = "pat.sHYh6cmKXbbOomHIc_vAct.yfXEnHivY9tx9p8aDh8c10LE.y6wEsCSP7QyHqC853JY3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
