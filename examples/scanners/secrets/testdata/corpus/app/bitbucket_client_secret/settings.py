import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BITBUCKET_CLIENT_SECRET = "POe7y8elNcejruipgd-iGv_jAvnnWvYrUm7vh_kAl1Mbm4W83_=530tL0tfRxpAP"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
