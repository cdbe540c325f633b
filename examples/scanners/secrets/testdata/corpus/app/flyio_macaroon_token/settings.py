import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLYIO_MACAROON_TOKEN = "fm1r_AKDCPB71oyTl31RVtoBzGJsk2RPF3iSCyek7U0ulli0uL8o/Lnr1Vc9pa34/QbpStPWM1hcG2ULo2C6DIwXkIIusQ3hWz6yn7hE5d8J9"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
