import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTERCOM_ACCESS_TOKEN = "naRS3o0DN3iRBgx=5TryFCeQ72sGXkT4R5msIEbj6UIGEocR36d85jfGZhv_"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
