import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

VAULT_SERVICE_TOKEN = "hvs.Caz4slRP07xJADePeKq9ACXEbLIuS-VoDo24Sf3oPkmwdxi8A328RXJXm-g7AtzwHJNPpt9EHiNV-VKLs3UpnsjC-uziiMLc-siHQqYDTCpv2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
